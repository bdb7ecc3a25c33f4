/** A secret the API shows once (an API key, an invite link): its value, a Copy button and a Done that forgets it. */
import { useState } from 'react';
import { Button } from 'react-aria-components';

export function ShownOnce({
  title,
  value,
  note,
  onDone,
}: {
  title: string;
  value: string;
  note: string;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  return (
    <section className="card secret" aria-labelledby="secret-heading">
      <h2 id="secret-heading">{title}</h2>
      <p>{note}</p>
      <p>
        <code className="secret-value">{value}</code>
      </p>
      <div className="actions">
        <Button
          className="button"
          onPress={() =>
            void navigator.clipboard.writeText(value).then(
              () => setCopied('yes'),
              () => setCopied('failed'),
            )
          }
        >
          Copy
        </Button>
        <Button className="button" onPress={onDone}>
          Done
        </Button>
      </div>
      <p role="status" className="muted">
        {copied === 'yes' ? 'Copied to the clipboard.' : copied === 'failed' ? 'Copy failed: select the text.' : ''}
      </p>
    </section>
  );
}
