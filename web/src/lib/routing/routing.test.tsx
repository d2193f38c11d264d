import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useSearchParams,
} from './index.ts';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function Where() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="where">{`${pathname}${search}${hash}`}</output>;
}

function Layout() {
  return (
    <div>
      <p>layout</p>
      <Outlet />
    </div>
  );
}

function site(entry: string) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<h1>home</h1>} />
          <Route path="/about" element={<h1>about</h1>} />
          <Route path="*" element={<h1>not found</h1>} />
        </Route>
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('the site router', () => {
  it.each([
    ['/', 'home'],
    ['/about', 'about'],
    ['/About/', 'about'],
    ['/about/team', 'not found'],
    ['/nowhere', 'not found'],
  ])('%s shows %s inside its layout', (entry, page) => {
    site(entry);
    expect(heading()).toBe(page);
    expect(screen.getByText('layout')).toBeTruthy();
  });

  it('a plain click on a link navigates in place; a modified click is left to the browser', async () => {
    render(
      <MemoryRouter>
        <Link to="/about?x=1#team">About</Link>
        <Where />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'About' });
    expect(link.getAttribute('href')).toBe('/about?x=1#team');

    const modified = fireEvent.click(link, { button: 0, ctrlKey: true });
    expect(modified).toBe(true); // not prevented: the browser opens a new tab
    expect(screen.getByLabelText('where').textContent).toBe('/');

    await act(async () => void fireEvent.click(link, { button: 0 }));
    expect(screen.getByLabelText('where').textContent).toBe('/about?x=1#team');
  });

  it('marks the link of the page shown with aria-current and the active class', () => {
    render(
      <MemoryRouter initialEntries={['/terms']}>
        <NavLink to="/terms" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Terms
        </NavLink>
        <NavLink to="/privacy" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Privacy
        </NavLink>
      </MemoryRouter>,
    );
    const terms = screen.getByRole('link', { name: 'Terms' });
    const privacy = screen.getByRole('link', { name: 'Privacy' });
    expect([terms.getAttribute('aria-current'), terms.className]).toEqual(['page', 'on']);
    expect([privacy.getAttribute('aria-current'), privacy.className]).toEqual([null, 'off']);
  });

  it('<Navigate> replaces the address once rendered', async () => {
    await act(
      async () =>
        void render(
          <MemoryRouter initialEntries={['/old']}>
            <Routes>
              <Route path="/old" element={<Navigate to="/refer" replace />} />
              <Route path="/refer" element={<h1>refer</h1>} />
            </Routes>
          </MemoryRouter>,
        ),
    );
    expect(heading()).toBe('refer');
  });

  it('reads and replaces the query string', async () => {
    function Query() {
      const [params, setParams] = useSearchParams();
      return (
        <button
          type="button"
          onClick={() =>
            setParams(
              (current) => {
                current.delete('prospect');
                return current;
              },
              { replace: true },
            )
          }
        >
          {params.get('prospect') ?? 'none'}
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/quarteradmin?prospect=abc&tab=funnel']}>
        <Query />
        <Where />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('abc');
    await act(async () => void fireEvent.click(button));
    expect(button.textContent).toBe('none');
    expect(screen.getByLabelText('where').textContent).toBe('/quarteradmin?tab=funnel');
  });

  it('a query change made before the last one has rendered builds on it, not on the page as last drawn', async () => {
    // A staff member picks a tab while the search box's debounced change is still on its way: both
    // land. Built from the drawn page, the second would put the first one's change back.
    function Query() {
      const [, setParams] = useSearchParams();
      const set = (key: string, value: string) =>
        setParams((current) => {
          current.set(key, value);
          return current;
        });
      return (
        <button
          type="button"
          onClick={() => {
            set('q', 'obi');
            set('tab', 'onboarding');
          }}
        >
          both
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/quarteradmin']}>
        <Query />
        <Where />
      </MemoryRouter>,
    );
    await act(async () => void fireEvent.click(screen.getByRole('button')));
    expect(screen.getByLabelText('where').textContent).toBe('/quarteradmin?q=obi&tab=onboarding');
  });

  it('in the browser: a link pushes a history entry, and the router follows the back button (popstate)', async () => {
    render(
      <BrowserRouter>
        <Link to="/pricing">Pricing</Link>
        <Where />
      </BrowserRouter>,
    );
    const before = window.history.length;
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: 'Pricing' }), { button: 0 }));
    expect(window.location.pathname).toBe('/pricing');
    expect(window.history.length).toBe(before + 1);
    expect(screen.getByLabelText('where').textContent).toBe('/pricing');

    // happy-dom does not move through history itself: the browser's back is its address change and popstate.
    await act(async () => {
      window.history.replaceState(null, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByLabelText('where').textContent).toBe('/');
  });
});
