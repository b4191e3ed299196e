/**
 * The e-mail pattern of the project-tracking forms (spec 2 §5): standard address forms, including a bracketed
 * IPv4 domain (user@[192.168.0.1]).
 */
const LOCAL = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
const HOST = '([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\\.)+[A-Za-z]{2,}';
const IPV4 = '\\[(25[0-5]|2[0-4]\\d|1?\\d?\\d)(\\.(25[0-5]|2[0-4]\\d|1?\\d?\\d)){3}\\]';

/** The pattern as a string, for JSON schemas. */
export const PROJECT_EMAIL_PATTERN = `^${LOCAL}@(${HOST}|${IPV4})$`;
const EMAIL = new RegExp(PROJECT_EMAIL_PATTERN);

export const isProjectEmail = (value: string): boolean => value.length <= 320 && EMAIL.test(value);
