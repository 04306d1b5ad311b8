import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CookieBanner } from './CookieBanner';
import { COOKIE_CONSENT_KEY } from './cookie-consent';

function renderBanner() {
  return render(
    <CookieBanner actions={[{ label: 'Essential Only' }, { label: 'Accept All' }]}>
      We use cookies.
    </CookieBanner>,
  );
}

describe('<CookieBanner>', () => {
  beforeEach(() => localStorage.clear());

  it.each(['Accept All', 'Essential Only'])(
    '"%s" stores cookieAccepted=true and hides the banner',
    async (label) => {
      renderBanner();
      expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: label }));
      expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('true');
      expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    },
  );

  it('stays hidden on later visits once accepted', () => {
    localStorage.setItem('cookieAccepted', 'true');
    renderBanner();
    expect(screen.queryByText('We use cookies.')).not.toBeInTheDocument();
  });

  it('shows again when the flag holds anything but true', () => {
    localStorage.setItem('cookieAccepted', 'false');
    renderBanner();
    expect(screen.getByText('We use cookies.')).toBeInTheDocument();
  });

  it('offers a privacy link that does not count as consent', async () => {
    let opened = 0;
    render(
      <CookieBanner
        actions={[{ label: 'Accept' }]}
        secondary={{ label: 'Privacy Policy', onClick: () => opened++ }}
      >
        Cookies.
      </CookieBanner>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    expect(opened).toBe(1);
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBeNull();
    expect(screen.getByText('Cookies.')).toBeInTheDocument();
  });
});
