/**
 * react-admin validators over the pure rules in shared/ (design §4 Forms). A message is the spec's text or a
 * key of the i18n catalogue (react-admin translates it); `required` marks its input required, as react-admin's
 * own does, so the label shows the asterisk.
 */
import type { Validator } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { MESSAGES, isStrongPassword, passwordRules, validateRepeat } from '@a1/shared';
import { lengthProblem, type LengthLimits } from '@a1/shared/rules/grid/index';
import { validateGridFontSize } from '@a1/shared/rules/shell';

const isBlank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/** '*Required' (shell §5) for an empty, blank or unchosen value. */
export const required: Validator = Object.assign((value: unknown) => (isBlank(value) ? MESSAGES.required : undefined), {
  isRequired: true,
});

/**
 * Required while a shared rule over the whole form names `field` missing (what is required may depend on another
 * field or on the dialog's mode): '*Required', and the label's asterisk.
 */
export const requiredBy = <K extends string>(missing: (values: FieldValues) => readonly K[], field: K): Validator =>
  Object.assign(
    (_value: unknown, values: FieldValues) => (missing(values).includes(field) ? MESSAGES.required : undefined),
    { isRequired: true },
  );

/** The text box's length rule (shell §5 Text box): 'The minimum length is N.' / 'The maximum length is N.'. */
export const length =
  (limits: LengthLimits): Validator =>
  (value: unknown) => {
    const problem = isBlank(value) ? undefined : lengthProblem(String(value).trim(), limits);
    return problem && { message: `a1.grid.textBox.${problem.kind}`, args: { n: problem.n } };
  };

/** A repeat field: required and equal to the field `first`, else `mismatch` (shell §5). */
export const repeats = (first: string, mismatch: string): Validator =>
  Object.assign(
    (value: unknown, values: Record<string, unknown>) =>
      validateRepeat(value as string | undefined, String(values[first] ?? ''), mismatch),
    { isRequired: true },
  );

/** The internal-secure password rules (shell §5): names the first rule not met (the checklist shows them all). */
export const strongPassword: Validator = (value: unknown) => {
  const password = String(value ?? '');
  if (!password || isStrongPassword(password)) return undefined;
  return `a1.login.rules.${passwordRules(password).find((rule) => !rule.ok)!.id}`;
};

/** User settings (shell §5): grid font size required, 25 to 200 percent in steps of 5. */
export const gridFontSize: Validator = Object.assign(
  (value: unknown) => {
    if (isBlank(value)) return MESSAGES.required;
    return validateGridFontSize(Number(value)) ? undefined : 'a1.shell.userSettings.gridFontSizeHelp';
  },
  { isRequired: true },
);
