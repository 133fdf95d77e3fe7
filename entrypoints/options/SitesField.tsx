/** A list of sites, one host name a line, saved when the field is left. */
import { useState } from 'preact/hooks';

export function SitesField({
  id,
  hint,
  sites,
  onSave,
}: {
  id: string;
  hint: string;
  sites: readonly string[];
  onSave: (sites: string[]) => unknown;
}) {
  const [text, setText] = useState(sites.join('\n'));
  return (
    <>
      <label for={id} class="muted small">
        {hint}
      </label>
      <textarea
        id={id}
        rows={4}
        value={text}
        onInput={(e) => setText(e.currentTarget.value)}
        onChange={(e) =>
          void onSave(
            e.currentTarget.value
              .split(/[\s,]+/)
              .map((site) => site.trim())
              .filter(Boolean),
          )
        }
      />
    </>
  );
}
