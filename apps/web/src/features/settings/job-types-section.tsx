import { useJobTypes, type JobType } from '../../api/job-types.ts';
import { TagIcon } from '../../components/icons.tsx';
import { usePermissions } from '../../lib/permissions.ts';
import { useDeleteJobType, useUpdateJobType } from './api/job-type-mutations.ts';
import { catalogDefaults } from './catalog-dialog.tsx';
import { CatalogSection } from './catalog-section.tsx';
import { JobTypeForm, toJobTypeInput } from './job-type-dialog.tsx';
import styles from './catalog-section.module.css';

const formValues = (jobType: JobType) => ({
  ...catalogDefaults(jobType),
  short: jobType.short ?? '',
});

/** Settings > Job types: the kinds of service the business offers, for the job form's picker. */
export function JobTypesSection() {
  const { can } = usePermissions();
  const jobTypes = useJobTypes();
  const update = useUpdateJobType();
  const remove = useDeleteJobType();
  return (
    <CatalogSection
      texts="jobTypes"
      canManage={can('manageJobTypes')}
      items={jobTypes}
      onSetActive={(jobType, isActive) =>
        update.mutateAsync({
          id: jobType.id,
          body: toJobTypeInput({ ...formValues(jobType), isActive }),
        })
      }
      onDelete={(id) => remove.mutateAsync(id)}
      nameExtra={(jobType) =>
        jobType.short ? <code className={styles.short}>{jobType.short}</code> : null
      }
      emptyIcon={<TagIcon />}
      form={(jobType, onDone) => <JobTypeForm jobType={jobType} onDone={onDone} />}
    />
  );
}
