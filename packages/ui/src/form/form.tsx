import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { useEffect, useRef } from 'react';
import { useIsSSR } from 'react-aria';

import { cx } from '../lib/class-names.ts';
import styles from './form.module.css';

export type FormProps = AriaFormProps;

/**
 * A form that lays its fields out in a column. Validation shows through ARIA rather than the
 * browser's bubbles (`validationBehavior="aria"`), which suits forms validated by a schema.
 */
/**
 * Set on `<html>` when a form was submitted before the app hydrated it, to the form's index in
 * `document.forms`, by the page's start-up script (apps/web/public/theme-init.js), which runs
 * before any of the app's code.
 */
const SUBMIT_PENDING_ATTRIBUTE = 'data-submit-pending';

/** Whether `form` was submitted before it was hydrated; forgets it once asked. */
function takePendingSubmit(form: HTMLFormElement): boolean {
  const html = document.documentElement;
  const index = html.getAttribute(SUBMIT_PENDING_ATTRIBUTE);
  if (index === null || document.forms[Number(index)] !== form) return false;
  html.removeAttribute(SUBMIT_PENDING_ATTRIBUTE);
  return true;
}

export function Form({ validationBehavior = 'aria', className, ...props }: FormProps) {
  // A form rendered on a server (a page prerendered with its HTML) is on screen before the app
  // handles its submit. Until the app has hydrated it, `method="dialog"` makes a submit outside a
  // dialog do nothing (HTML's form submission algorithm), rather than the browser's default: a
  // GET of this page with every field, a password too, in the URL. A submit pressed meanwhile is
  // made again as soon as the app handles it.
  const isSSR = useIsSSR();
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = ref.current;
    if (!isSSR && form && takePendingSubmit(form)) form.requestSubmit();
  }, [isSSR]);
  return (
    <AriaForm
      {...props}
      ref={ref}
      method={isSSR ? 'dialog' : props.method}
      validationBehavior={validationBehavior}
      className={cx(styles.form, className)}
    />
  );
}
