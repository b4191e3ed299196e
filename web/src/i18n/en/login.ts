/** Login screen strings (issue: sign-in). */
export const login = {
  email: 'Email',
  password: 'Password',
  next: 'Next',
  login: 'Login',
  cancel: 'Cancel',
  signingIn: 'Signing in…',
};
