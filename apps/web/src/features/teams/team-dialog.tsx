import { zodResolver } from '@hookform/resolvers/zod';
import { isNetworkError } from '@spotless/api-client';
import { Button, COLOR_PRESETS, Dialog, DialogFooter, Form, showToast } from '@spotless/ui';
import { FormColorPicker, FormSwitch, FormTextArea, FormTextField } from '@spotless/ui/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors, hasErrorCode, serverMessage } from '../../lib/api-errors.ts';
import type { Team } from '../../lib/teams.ts';
import { useCreateTeam } from './api/create-team.ts';
import { useUpdateTeam } from './api/update-team.ts';
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

const teamFields = new Set(['name', 'description', 'color', 'isActive']);

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

  // The dialog ignores clicks outside (they would throw away what was typed), but Escape still
  // closes it, as keyboard users expect; popovers inside handle their own Escape first.
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && !isSaving) onDone();
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [onDone, isSaving]);

  const handleValid = async (values: TeamFormValues) => {
    try {
      const body = toTeamInput(values);
      const saved = team
        ? await update.mutateAsync({ id: team.id, body })
        : await create.mutateAsync(body);
      showToast({
        title: isNew ? t('teams.form.createdTitle') : t('teams.form.savedTitle'),
        description: isNew
          ? t('teams.form.created', { name: saved.name })
          : t('teams.form.saved', { name: saved.name }),
        variant: 'success',
      });
      onDone();
    } catch (error) {
      if (isNetworkError(error)) return;
      if (hasErrorCode(error, 'CONFLICT')) {
        form.setError(
          'name',
          { type: 'server', message: serverMessage(error, '') },
          { shouldFocus: true },
        );
      } else if (hasErrorCode(error, 'PLAN_LIMIT_REACHED')) {
        onPlanLimit?.();
      } else {
        applyServerFieldErrors(error, form.setError, (path) => teamFields.has(path));
      }
      showToast({
        title: failureTitle,
        description: serverMessage(
          error,
          isNew ? t('teams.form.createFailed') : t('teams.form.saveFailed'),
        ),
        variant: 'destructive',
      });
    }
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
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={team ? t('teams.form.editTitle') : t('teams.form.newTitle')}
      description={
        team ? t('teams.form.editSubtitle', { name: team.name }) : t('teams.form.newSubtitle')
      }
      closeLabel={t('teams.form.close')}
      // A click outside must not throw away what was typed.
      isDismissable={false}
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
