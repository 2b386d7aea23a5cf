import { Avatar, Button, PencilIcon, TrashIcon } from '@spotless/ui';
import { useEffect, useId, useMemo, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { AVATAR_TYPES, checkAvatarFile, type AvatarFileProblem } from '../lib/avatar-file.ts';
import styles from './avatar-picker.module.css';
import { UserIcon } from './icons.tsx';

export interface AvatarPickerLabels {
  /** The group's name, such as "Photo". */
  title: string;
  /** The button when there is no photo yet ("Upload photo"). */
  choose: string;
  /** The button when there is one ("Change photo"). */
  change: string;
  /** Drops the newly chosen file, back to the stored photo ("Remove"). */
  discard: string;
  /** What files are accepted ("PNG, JPEG or WebP, up to 2 MB."). */
  hint: string;
  /** Said when a chosen file is not one of the accepted types. */
  typeError: string;
  /** Said when a chosen file is over 2 MB. */
  sizeError: string;
}

export interface AvatarPickerProps {
  /** The person's name: the preview's initials while there is no photo. */
  name: string;
  /** The stored photo, shown until another file is chosen. */
  currentUrl?: string | null;
  /** The chosen file (controlled); `null` keeps the stored photo. */
  file: File | null;
  /** Called with an accepted file, or `null` when the chosen one is dropped. */
  onChange: (file: File | null) => void;
  /** Texts, in the page's language. */
  labels: AvatarPickerLabels;
  isDisabled?: boolean;
  className?: string;
}

/**
 * Avatar upload with a live preview: PNG, JPEG or WebP up to 2 MB, checked here before anything
 * is sent (the server checks again). A refused file leaves the previous choice as it was and says
 * why. The user form and the account settings share it.
 */
export function AvatarPicker({
  name,
  currentUrl,
  file,
  onChange,
  labels,
  isDisabled = false,
  className,
}: AvatarPickerProps) {
  const id = useId();
  const [problem, setProblem] = useState<AvatarFileProblem>(null);
  const previewUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  // The object URL holds the file in memory until it is revoked.
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  const handleSelect = (files: FileList | null) => {
    const chosen = files?.[0];
    if (!chosen) return;
    const found = checkAvatarFile(chosen);
    setProblem(found);
    if (found == null) onChange(chosen);
  };

  const hasPhoto = previewUrl != null || (currentUrl != null && currentUrl !== '');
  return (
    <div
      className={[styles.picker, className].filter(Boolean).join(' ')}
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
    >
      {name.trim() || hasPhoto ? (
        <Avatar name={name} src={previewUrl ?? currentUrl} size="lg" isDecorative />
      ) : (
        // No name typed yet and no photo: a silhouette rather than an empty disc.
        <span className={styles.placeholder} aria-hidden="true">
          <UserIcon />
        </span>
      )}
      <div className={styles.body}>
        <span id={`${id}-title`} className={styles.title}>
          {labels.title}
        </span>
        <div className={styles.actions}>
          <FileTrigger acceptedFileTypes={[...AVATAR_TYPES]} onSelect={handleSelect}>
            <Button variant="outline" size="sm" isDisabled={isDisabled}>
              <PencilIcon />
              {hasPhoto ? labels.change : labels.choose}
            </Button>
          </FileTrigger>
          {file ? (
            <Button
              variant="ghost"
              size="sm"
              isDisabled={isDisabled}
              onPress={() => {
                setProblem(null);
                onChange(null);
              }}
            >
              <TrashIcon />
              {labels.discard}
            </Button>
          ) : null}
        </div>
        <p id={`${id}-hint`} className={styles.hint}>
          {file ? `${file.name} · ` : ''}
          {labels.hint}
        </p>
        {problem ? (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {problem === 'type' ? labels.typeError : labels.sizeError}
          </p>
        ) : null}
      </div>
    </div>
  );
}
