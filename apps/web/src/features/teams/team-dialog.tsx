import { zodResolver } from '@hookform/resolvers/zod';
import { Button, COLOR_PRESETS, Dialog, DialogFooter, Form } from '@spotless/ui';
import { FormColorPicker, FormSwitch, FormTextArea, FormTextField } from '@spotless/ui/form';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { useIsMutating } from '@tanstack/react-query';
import { hasErrorCode } from '../../lib/api-errors.ts';
import { submitForm } from '../../lib/submit-form.ts';
import type { Team } from '../../api/teams.ts';
import { createTeam, useCreateTeam } from './api/create-team.ts';
import { updateTeam, useUpdateTeam } from './api/update-team.ts';
import {
  emptyTeamValues,
  teamFormSchema,
  teamFormValues,
  toTeamInput,
  type TeamFormValues,
} from './team-form-values.ts';
import styles from './team-dialog.module.css';

/** The preset colours' names as translation keys ("Sky Blue" → `teams.colors.skyBlue`). */
const colorKey = (name: string) =>
  name
    .replace(/\s+(\w)/g, (_, letter: string) => letter.toUpperCase())
    .replace(/^\w/, (c) => c.toLowerCase());

const teamFields = ['name', 'description', 'color', 'isActive'];

const teamSaves = new Set<unknown>([createTeam, updateTeam]);

export interface TeamDialogProps {
  /** The team to edit; a new team when `null`. */
  team: Team | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called when the server refuses a new team because the plan is full. */
  onPlanLimit?: () => void;
}

function TeamForm({
  team,
  onDone,
  onPlanLimit,
}: {
  team: Team | null;
  onDone: () => void;
  onPlanLimit?: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateTeam();
  const update = useUpdateTeam();
  const isNew = team == null;
  const form = useForm<TeamFormValues>({
    resolver: zodResolver(teamFormSchema(t)),
    mode: 'onBlur',
    defaultValues: team ? teamFormValues(team) : emptyTeamValues(),
  });
  const presets = COLOR_PRESETS.map((preset) => ({
    ...preset,
    name: t(`teams.colors.${colorKey(preset.name)}`),
  }));
  const failureTitle = isNew ? t('teams.form.createFailedTitle') : t('teams.form.saveFailedTitle');
  const isSaving = create.isPending || update.isPending;

  const handleValid = async (values: TeamFormValues) => {
    const body = toTeamInput(values);
    const result = await submitForm(
      () => (team ? update.mutateAsync({ id: team.id, body }) : create.mutateAsync(body)),
      {
        success: (saved) => ({
          title: isNew ? t('teams.form.createdTitle') : t('teams.form.savedTitle'),
          description: isNew
            ? t('teams.form.created', { name: saved.name })
            : t('teams.form.saved', { name: saved.name }),
        }),
        title: failureTitle,
        fallback: isNew ? t('teams.form.createFailed') : t('teams.form.saveFailed'),
        // A name already used lands under the name field, from the answer's details.
        form: { setError: form.setError, fields: teamFields },
        onError: (error) => {
          if (hasErrorCode(error, 'PLAN_LIMIT_REACHED')) onPlanLimit?.();
        },
      },
    );
    if (result.ok) onDone();
  };

  return (
    <Form onSubmit={(event) => void form.handleSubmit(handleValid)(event)}>
      <FormTextField
        control={form.control}
        name="name"
        label={t('teams.form.name')}
        isRequired
        autoComplete="off"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opens to type a name
        autoFocus
      />
      <FormTextArea
        control={form.control}
        name="description"
        label={t('teams.form.description')}
        placeholder={t('teams.form.descriptionPlaceholder')}
        rows={3}
      />
      <FormColorPicker
        control={form.control}
        name="color"
        label={t('teams.form.color')}
        description={t('teams.form.colorHelp')}
        presets={presets}
        hexLabel={t('teams.form.hex')}
        invalidHexMessage={t('teams.validation.color')}
      />
      <FormSwitch control={form.control} name="isActive" description={t('teams.form.activeHelp')}>
        {t('teams.form.active')}
      </FormSwitch>
      <DialogFooter className={styles.footer}>
        <Button variant="outline" onPress={onDone} isDisabled={isSaving}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isPending={isSaving}>
          {isNew ? t('teams.form.create') : t('teams.form.save')}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** Creates or edits a team in a dialog (Teams has no form routes, spec §2). */
export function TeamDialog({ team, isOpen, onOpenChange, onPlanLimit }: TeamDialogProps) {
  const { t } = useTranslation();
  const isSaving =
    useIsMutating({ predicate: ({ options }) => teamSaves.has(options.mutationFn) }) > 0;
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={team ? t('teams.form.editTitle') : t('teams.form.newTitle')}
      description={
        team ? t('teams.form.editSubtitle', { name: team.name }) : t('teams.form.newSubtitle')
      }
      closeLabel={t('teams.form.close')}
      // A click outside must not throw away what was typed; Escape closes it, as keyboard users
      // expect, except while the team is being saved.
      isDismissable={false}
      isKeyboardDismissDisabled={isSaving}
    >
      <TeamForm
        key={team?.id ?? 'new'}
        team={team}
        onDone={() => onOpenChange(false)}
        onPlanLimit={onPlanLimit}
      />
    </Dialog>
  );
}
