import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch';
import { UserSearch } from './UserSearch';
import type { SearchMode, SearchUser } from './rules';

afterEach(() => vi.unstubAllGlobals());

const UMUT = { id: 2, login: 'user', firstName: 'Umut', lastName: 'User', email: 'user@inno.example', fullName: 'Umut User' };

function Harness({ mode, multiple }: { mode?: SearchMode; multiple?: boolean }) {
  const [value, setValue] = useState<SearchUser[]>([]);
  return <UserSearch id="us" value={value} onChange={setValue} mode={mode} multiple={multiple} />;
}

describe('UserSearch', () => {
  it('calls the server only after more than 2 characters and picks a user', async () => {
    const calls = stubFetch({ 'GET /api/v3/search-user': { body: [UMUT] } });
    renderWithProviders(<Harness />);
    const input = screen.getByTestId('us-input');
    expect(input).toHaveAttribute('placeholder', 'Name or Surname');
    fireEvent.change(input, { target: { value: 'um' } });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.path === '/api/v3/search-user')).toHaveLength(0);
    fireEvent.change(input, { target: { value: 'umu' } });
    await screen.findByTestId('us-option-user');
    const call = calls.find((c) => c.path === '/api/v3/search-user')!;
    expect(call.url).toContain('searchString=umu');
    expect(call.url).toContain('parameter=BOTH');
    fireEvent.mouseDown(screen.getByTestId('us-option-user'));
    expect(screen.getByTestId('us-selected-2')).toHaveTextContent('Umut User (user@inno.example)');
  });

  it('in EXTERNAL mode waits for a complete e-mail address', async () => {
    const calls = stubFetch({ 'GET /api/v3/search-user': { body: [UMUT] } });
    renderWithProviders(<Harness mode="EXTERNAL" />);
    const input = screen.getByTestId('us-input');
    expect(input).toHaveAttribute('placeholder', 'Whole Email Address');
    fireEvent.change(input, { target: { value: 'user@inno' } });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.path === '/api/v3/search-user')).toHaveLength(0);
    fireEvent.change(input, { target: { value: 'user@inno.example' } });
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/v3/search-user')).toHaveLength(1));
    expect(calls[calls.length - 1].url).toContain('parameter=EXTERNAL');
  });

  it('keeps the next search open after a pick: no timer from the pick closes it', async () => {
    const ECE = { ...UMUT, id: 3, login: 'ece', firstName: 'Ece', lastName: 'Çelik', email: 'ece@inno.example', fullName: 'Ece Çelik' };
    stubFetch({
      'GET /api/v3/search-user': ({ url }) => ({
        body: new URL(url, 'http://x').searchParams.get('searchString') === 'ece' ? [ECE] : [UMUT],
      }),
    });
    renderWithProviders(<Harness multiple />);
    const input = screen.getByTestId('us-input');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'umu' } });
    fireEvent.change(input, { target: { value: 'umut' } }); // a throttled search still due
    fireEvent.mouseDown(await screen.findByTestId('us-option-user'));
    fireEvent.blur(input); // the click on the option takes the focus: the list closes a moment later
    // the next pick starts at once
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'ece' } });
    await screen.findByTestId('us-option-ece');
    await new Promise((r) => setTimeout(r, 400)); // past the blur's 200 ms and the throttle
    expect(screen.getByTestId('us-options')).toBeInTheDocument();
    expect(screen.queryByTestId('us-option-user')).toBeNull(); // the search due before the pick did not come back
    fireEvent.mouseDown(screen.getByTestId('us-option-ece'));
    expect(screen.getByTestId('us-selected-3')).toBeInTheDocument();
    expect(screen.getByTestId('us-selected-2')).toBeInTheDocument();
  });

  it('still closes the list when the input loses the focus', async () => {
    stubFetch({ 'GET /api/v3/search-user': { body: [UMUT] } });
    renderWithProviders(<Harness />);
    const input = screen.getByTestId('us-input');
    fireEvent.change(input, { target: { value: 'umu' } });
    await screen.findByTestId('us-option-user');
    fireEvent.blur(input);
    await waitFor(() => expect(screen.queryByTestId('us-options')).toBeNull());
  });
});
