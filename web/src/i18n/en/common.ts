export const common = {
  app: { title: 'A1 Back Office' },
  home: { title: 'Home', welcome: 'Welcome, %{name}', intro: 'Pick a module from the menu to start working.' },
  forms: {
    saveShortcut: 'Ctrl+S or Ctrl+Enter',
    shortcuts: {
      title: 'In an edit dialog',
      save: 'Save (while Save is enabled)',
      cancel: 'Close without saving',
    },
  },
};
