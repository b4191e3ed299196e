/**
 * The text box's length rule (shell §5): 'The minimum length is N.' / 'The maximum length is N.',
 * shown only when the field is dirty or touched and the form shows its errors.
 */
import { MESSAGES } from '../../constants/messages.ts';

export interface LengthLimits {
  minLength?: number;
  maxLength?: number;
}

/**
 * Which length limit a value breaks, with its N; undefined when its length is within the limits.
 * An empty value breaks no minimum: whether the field is required is a separate rule ('*Required').
 */
export function lengthProblem(
  value: string,
  { minLength, maxLength }: LengthLimits,
): { kind: 'minLength' | 'maxLength'; n: number } | undefined {
  if (minLength !== undefined && value.length > 0 && value.length < minLength)
    return { kind: 'minLength', n: minLength };
  if (maxLength !== undefined && value.length > maxLength) return { kind: 'maxLength', n: maxLength };
  return undefined;
}

/** The length message of a value (the English text), or undefined when its length is within the limits. */
export function lengthError(value: string, limits: LengthLimits): string | undefined {
  const problem = lengthProblem(value, limits);
  return problem && MESSAGES[problem.kind](problem.n);
}

export interface FieldState {
  dirty: boolean;
  touched: boolean;
  showErrors: boolean;
}

/** Whether a field's message shows: once changed or left, and only while errors are shown. */
export const showsFieldError = ({ dirty, touched, showErrors }: FieldState): boolean =>
  showErrors && (dirty || touched);
