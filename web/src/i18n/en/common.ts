export const common = {
  app: { title: 'A1 Back Office' },
  home: { title: 'Home', welcome: 'Welcome, %{name}', intro: 'Pick a module from the menu to start working.' },
};
