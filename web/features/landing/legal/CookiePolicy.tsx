export function CookiePolicy() {
  return (
    <>
      <p>We use a small number of cookies and similar browser storage, grouped as follows.</p>
      <h3>Essential</h3>
      <ul>
        <li>A session cookie that keeps staff signed in. It is HttpOnly and expires when you sign out.</li>
        <li>
          A consent flag (<code>cookieAccepted</code>) in your browser&apos;s local storage that remembers
          your cookie choice so we do not ask again.
        </li>
      </ul>
      <h3>Analytics</h3>
      <p>
        If you choose &quot;Accept All&quot;, we may measure page visits in aggregate to improve the site. We
        do not use advertising cookies and we do not share cookie data with advertisers.
      </p>
      <h3>Managing cookies</h3>
      <p>
        You can clear cookies and local storage in your browser settings at any time; the banner will then ask
        for your choice again.
      </p>
    </>
  );
}
