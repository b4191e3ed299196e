import { describe, expect, it } from 'vitest';
import { launchAgent, selfCommand, systemdUnit } from './service.ts';

describe('install-service files', () => {
  const cmd = ['/home/pack 07/bin/a1-plugin', '--config', '/home/pack 07/.config/a1-plugin/config.json', 'serve'];
  it('a systemd user unit that restarts the daemon and starts at login, paths quoted', () => {
    const unit = systemdUnit(cmd);
    expect(unit).toContain(
      'ExecStart="/home/pack 07/bin/a1-plugin" --config "/home/pack 07/.config/a1-plugin/config.json" serve',
    );
    expect(unit).toContain('Restart=on-failure');
    expect(unit).toContain('WantedBy=default.target');
  });
  it('a LaunchAgent that runs at load and stays alive', () => {
    const plist = launchAgent(cmd);
    expect(plist).toContain('<string>/home/pack 07/bin/a1-plugin</string><string>--config</string>');
    expect(plist).toMatch(/<key>RunAtLoad<\/key><true\/>/);
    expect(plist).toMatch(/<key>KeepAlive<\/key><true\/>/);
  });
  it('outside the single executable, the service runs node with the same loader and script', () => {
    const c = selfCommand('/tmp/c.json');
    expect(c[0]).toBe(process.execPath);
    expect(c.slice(-3)).toEqual(['--config', '/tmp/c.json', 'serve']);
  });
});
