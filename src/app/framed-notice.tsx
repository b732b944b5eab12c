/**
 * What a framed console shows instead of itself: it never signs in inside a frame
 * (src/lib/framed.ts), and offers to open the same address in a tab of its own.
 */
export function FramedNotice({ href }: { href: string }) {
  return (
    <main className="page centered-page" id="main">
      <h1>Registry Console</h1>
      <p>
        <a href={href} target="_blank" rel="noopener">
          Open Registry Console in its own tab
        </a>
      </p>
    </main>
  );
}
