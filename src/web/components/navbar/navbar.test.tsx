import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../shared/api-types';
import { MobileMenu } from './mobile-menu';
import { Navbar } from './navbar';

const owner: SessionUser = {
  _id: 'o1',
  id: 'o1',
  fullname: 'priya patel',
  email: 'p@example.com',
  mobilenumber: '9876543210',
  role: 'owner',
  language: 'en',
  memberSince: '2026-12',
};

function render(user: SessionUser | null, path = '/') {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <Navbar user={user} onLogout={() => {}} />
    </MemoryRouter>,
  );
}

describe('Navbar', () => {
  it('shows a visitor the Login button, except on /login and /signup', () => {
    expect(render(null)).toContain('>Login</a>');
    expect(render(null, '/login')).not.toContain('>Login</a>');
    expect(render(null, '/signup')).not.toContain('>Login</a>');
  });

  it('shows an owner Add Turf, the avatar initial and first name, and no Home', () => {
    const html = render(owner);
    expect(html).toContain('Add Turf');
    expect(html).not.toContain('>Home<');
    expect(html).toContain('>P</span>');
    expect(html).toContain('>priya</span>');
    expect(html).toContain('aria-haspopup="menu"');
    expect(html).not.toContain('>Login</a>');
  });
});

describe('Your venues in the menus (docs/decisions/066)', () => {
  const player: SessionUser = { ...owner, _id: 'u1', id: 'u1', role: 'user' };

  it('is not offered to a player with no invitation and no place on a team', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <MobileMenu
          id="m"
          links={[]}
          showPlusPlan
          staff={{ show: false, pending: 0 }}
          onNavigate={() => {}}
        />
      </MemoryRouter>,
    );
    expect(html).not.toContain('Your venues');
    expect(render(player)).not.toContain('Your venues');
  });

  it('is offered with the count of invitations waiting', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <MobileMenu
          id="m"
          links={[]}
          showPlusPlan
          staff={{ show: true, pending: 2 }}
          onNavigate={() => {}}
        />
      </MemoryRouter>,
    );
    expect(html).toContain('href="/staff"');
    expect(html).toContain('Your venues');
    expect(html).toContain('2 invitations waiting');
  });
});
