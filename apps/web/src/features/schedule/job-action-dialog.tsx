import { Dialog } from '@spotless/ui';
import { Fragment, useState, type ReactNode } from 'react';
import type { Job } from '../../api/jobs.ts';

export interface JobActionDialogProps {
  /** The job acted on; `null` keeps the dialog closed. */
  job: Job | null;
  title: string;
  onClose: () => void;
  /** The dialog's form for the job, mounted afresh for each job. */
  children: (job: Job) => ReactNode;
}

/**
 * The small dialog of an action on one job from its details (`Skip visit`, `Move…`). A click
 * outside would throw away what was chosen, so only Escape and the form's own buttons close it;
 * the last job stays while it closes, so its form does not vanish before the dialog does.
 */
export function JobActionDialog({ job, title, onClose, children }: JobActionDialogProps) {
  const [shown, setShown] = useState(job);
  if (job != null && job !== shown) setShown(job);
  return (
    <Dialog
      isOpen={job != null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={title}
      size="sm"
      isDismissable={false}
      isKeyboardDismissDisabled={false}
      closeLabel={null}
    >
      {shown != null ? <Fragment key={shown.id}>{children(shown)}</Fragment> : null}
    </Dialog>
  );
}
