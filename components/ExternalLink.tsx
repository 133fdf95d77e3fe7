/**
 * A link to a web address that came from the service (a source's page, an example's
 * document): opened in a new tab without giving that page a handle on Glossa's, and only
 * when it really is an http(s) address. Anything else (`javascript:`, `data:`, garbage)
 * leaves the text unlinked.
 */
import type { ComponentChildren } from 'preact';

export function safeUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

export function ExternalLink({ href, children, label }: { href?: string | null; children: ComponentChildren; label?: string }) {
  const url = safeUrl(href);
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
    </a>
  ) : (
    <>{children}</>
  );
}
