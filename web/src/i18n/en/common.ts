export const common = {
  app: { title: 'A1 Back Office' },
  home: {
    title: 'Home',
    welcome: 'Welcome, %{name}',
    intro: 'Your work at a glance; the Modules menu has the rest.',
    loading: 'Loading…',
    unread: {
      title: 'Unread tickets',
      empty: 'No unread tickets: you are up to date.',
      all: 'See all %{count}',
    },
    holds: {
      title: 'Jobs on hold',
      count: '%{smart_count} job on hold |||| %{smart_count} jobs on hold',
      failed: 'The jobs could not be loaded. Open Jobs On Hold to try again.',
      open: 'Open Jobs On Hold',
    },
    pages: {
      title: 'Your pages in %{module}',
      empty: 'This module has no page for you. Pick another module from the Modules menu.',
    },
  },
  shortcuts: {
    title: 'Keyboard shortcuts',
    close: 'Close',
    everywhere: 'On every screen',
    help: 'Show this list',
    dateField: {
      title: 'In a date field',
      leave: 'Go to the next (or previous) field',
      parts: 'Move between day, month and year',
      change: 'Change the part under the cursor',
    },
  },
  forms: {
    saveShortcut: 'Ctrl+S or Ctrl+Enter',
    shortcuts: {
      title: 'In an edit dialog',
      save: 'Save (while Save is enabled)',
      cancel: 'Close without saving',
    },
  },
};
