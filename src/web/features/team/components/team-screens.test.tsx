import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../../shared/api-types';
import type {
  InvitationJson,
  StaffMemberJson,
  WorkplaceJson,
} from '../../../../shared/api/staff-contract';
import { ApiRequestError } from '../../../lib/api-client';
import { staffKeys } from '../../../queries/staff';
import { teamKeys } from '../api/team';
import { StaffPage } from './staff-page';
import { TeamPage } from './team-page';

// The team page and Your venues (docs/decisions/066) drawn from answers already in the cache:
// every word from the team catalogue, what each role may open, and a refusal in words.

const player: SessionUser = {
  _id: 'u1',
  id: 'u1',
  fullname: 'Asha Rao',
  email: 'asha@example.com',
  mobilenumber: '9876543210',
  role: 'user',
  language: 'en',
  memberSince: '2026-12',
};

function render(client: QueryClient, path: string, node: ReactNode, route: string) {
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={node} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const member = (fields: Partial<StaffMemberJson>): StaffMemberJson => ({
  _id: 's1',
  userId: null,
  fullname: 'desk@example.com',
  role: 'front_desk',
  status: 'invited',
  email: 'desk@example.com',
  mobilenumber: null,
  ...fields,
});

function teamPage(client: QueryClient) {
  return render(client, '/turf-bookings/t1/team', <TeamPage />, '/turf-bookings/:turfId/team');
}

describe('the team page', () => {
  it('lists the team, invited and active, with roles, and invites with a line per role', () => {
    const client = new QueryClient();
    client.setQueryData(teamKeys.turf('t1'), [
      member({}),
      member({
        _id: 's2',
        userId: 'u2',
        fullname: 'Ravi Shah',
        role: 'manager',
        status: 'active',
        email: null,
        mobilenumber: '9123456780',
      }),
    ]);
    const html = teamPage(client);
    expect(html).toContain('Invite a person');
    expect(html).toContain('Everything at this listing except the payout account and the team.');
    expect(html).toContain('No prices, numbers, cancels or refunds.');
    expect(html).toContain('read only');
    expect(html).toContain('desk@example.com');
    expect(html).toContain('Ravi Shah');
    expect(html).toContain('9123456780');
    expect(html).toContain('>Invited<');
    expect(html).toContain('>Active<');
    expect(html).toContain('aria-label="Withdraw the invitation of desk@example.com"');
    expect(html).toContain('aria-label="Remove Ravi Shah"');
  });

  it('says when nobody is on the team yet', () => {
    const client = new QueryClient();
    client.setQueryData(teamKeys.turf('t1'), []);
    expect(teamPage(client)).toContain('Nobody is on this listing’s team yet.');
  });

  it('shows the server’s refusal in words', () => {
    // An answer already refused is shown, not asked again, when the screen draws.
    const client = new QueryClient({ defaultOptions: { queries: { retryOnMount: false } } });
    client
      .getQueryCache()
      .build(client, { queryKey: teamKeys.turf('t1') })
      .setState({
        status: 'error',
        error: new ApiRequestError(
          403,
          'Your role at this venue does not allow this.',
          'not_your_role',
        ),
      });
    const html = teamPage(client);
    expect(html).toContain('role="alert"');
    expect(html).toContain('Your role at this venue does not allow this.');
    expect(html).not.toContain('Invite a person');
  });
});

const invitation: InvitationJson = {
  _id: 'i1',
  turf: { _id: 't9', name: 'Andheri Arena' },
  role: 'front_desk',
  invitedBy: { fullname: 'Demo Owner' },
};
const place = (role: WorkplaceJson['role'], id: string): WorkplaceJson => ({
  turf: { _id: id, name: `Turf ${id}` },
  role,
  owner: { fullname: 'Demo Owner' },
});

function staffPage(invitations: InvitationJson[], workplaces: WorkplaceJson[]) {
  const client = new QueryClient();
  client.setQueryData(staffKeys.invitations('u1'), invitations);
  client.setQueryData(staffKeys.workplaces('u1'), workplaces);
  return render(client, '/staff', <StaffPage user={player} />, '/staff');
}

describe('Your venues', () => {
  it('shows an invitation with Accept', () => {
    const html = staffPage([invitation], []);
    expect(html).toContain('Demo Owner invited you to the team of Andheri Arena as Front desk.');
    expect(html).toContain('aria-label="Accept the invitation to Andheri Arena"');
  });

  it('links each workplace to what the role there opens, and nothing else', () => {
    const html = staffPage([], [place('front_desk', 'd1'), place('accountant', 'a1')]);
    const desk = html.slice(html.indexOf('Turf d1'), html.indexOf('Turf a1'));
    const accountant = html.slice(html.indexOf('Turf a1'));
    expect(desk).toContain('Your role: Front desk');
    expect(desk).toContain('href="/turf-bookings/d1/calendar"');
    expect(desk).toContain('href="/owner/check-in?turfId=d1"');
    expect(desk).toContain('href="/board"');
    expect(desk).toContain('href="/turf-bookings/d1/day-close"');
    expect(desk).not.toContain('/pricing');
    expect(desk).not.toContain('href="/turf-bookings/d1"');
    expect(desk).not.toContain('/audit');
    expect(accountant).toContain('Your role: Accountant');
    expect(accountant).toContain('href="/turf-bookings/a1"');
    expect(accountant).not.toContain('/calendar');
    expect(accountant).not.toContain('/pricing');
  });

  it('says so when the player is on no team and has no invitation', () => {
    expect(staffPage([], [])).toContain('You are not on a venue’s team yet');
  });
});
