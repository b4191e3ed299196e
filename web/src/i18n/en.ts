/** English app strings, under one root key (design §4). fr.ts is typed against this object. */
export const en = {
  a1: {
    app: { title: 'A1 Back Office' },
    login: {
      email: 'Email',
      password: 'Password',
      next: 'Next',
      login: 'Login',
      cancel: 'Cancel',
      signingIn: 'Signing in…',
    },
    home: { title: 'Home', welcome: 'Welcome, %{name}', intro: 'Pick a module from the menu to start working.' },
    shell: { signOut: 'Sign Out', error: 'Error', close: 'Close' },
  },
};

export type Messages = typeof en;
