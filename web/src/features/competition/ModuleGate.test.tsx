import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt, signedInState } from '../contribution/testing';
import { ModuleGate } from './ModuleGate';

const gated = (
  <ModuleGate>
    <p data-testid="gated">competitions</p>
  </ModuleGate>
);

/** The signed-in state with the COMPETITION module on or off, the configuration read or not yet. */
function state(on: boolean, loaded = true) {
  const s = signedInState();
  const cfg = s.applicationConfig!;
  const modules = cfg.config.availableModules.filter((m) => on || m !== 'COMPETITION');
  return { ...s, applicationConfig: { ...cfg, configLoaded: loaded, config: { ...cfg.config, availableModules: modules } } };
}

describe('the competition module gate', () => {
  it('shows the screen while the module is on', async () => {
    renderAt('/competition', '/competition', gated, state(true));
    expect(await screen.findByTestId('gated')).toBeInTheDocument();
  });

  it('goes to /not-found when the module is off', async () => {
    renderAt('/competition', '/competition', gated, state(false));
    expect(await screen.findByTestId('path-probe')).toHaveTextContent('/not-found');
    expect(screen.queryByTestId('gated')).toBeNull();
  });

  it('waits for the configuration before deciding', () => {
    renderAt('/competition', '/competition', gated, state(false, false));
    expect(screen.queryByTestId('path-probe')).toBeNull();
    expect(screen.queryByTestId('gated')).toBeNull();
  });
});
