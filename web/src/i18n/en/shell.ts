/** Application shell strings (header, menus, dialogs). */
export const shell = { signOut: 'Sign Out', error: 'Error', close: 'Close' };
