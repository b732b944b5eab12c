import { useEffect, useState } from 'react';
import './copy-button.css';

interface CopyButtonProps {
  value: string;
  /** The accessible name (and tooltip). */
  label?: string;
  /** Visible text next to the icon; without it the button is an icon alone. */
  text?: string;
  className?: string;
  /** -1 where the button is reached another way (a table row's controls). */
  tabIndex?: number;
  /** A chain for links, where the button may show its icon alone beside one that copies IDs. */
  icon?: 'copy' | 'link';
}

/** Copies a value with navigator.clipboard and says so, in words a screen reader hears too. */
export function CopyButton({
  value,
  label = 'Copy ID',
  text,
  className,
  tabIndex,
  icon = 'copy',
}: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      // Clipboard refused (permission, no focus): the button says so.
      setState('failed');
    }
  }

  return (
    <span className={text ? 'copy copy-with-text' : 'copy'}>
      <button
        type="button"
        className={`${text ? 'button' : 'icon-button'} ${className ?? ''}`}
        aria-label={label}
        title={text ? undefined : label}
        tabIndex={tabIndex}
        onClick={copy}
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
          {state === 'copied' ? (
            <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="1.8" />
          ) : (
            <path
              d={
                icon === 'link'
                  ? 'M6.5 9.5l3-3M7.5 4.5l1-1a2.5 2.5 0 013.5 3.5l-1 1M8.5 11.5l-1 1a2.5 2.5 0 01-3.5-3.5l1-1'
                  : 'M5 5V2.5h8.5V11H11M2.5 5h8.5v8.5H2.5z'
              }
              fill="none"
              stroke="currentColor"
              strokeWidth="1.4"
            />
          )}
        </svg>
        {text ? <span className="copy-text">{text}</span> : null}
      </button>
      <span role="status" className={state === 'idle' ? 'visually-hidden' : 'copy-feedback'}>
        {state === 'copied'
          ? 'Copied'
          : state === 'failed'
            ? 'Copy failed — select the text instead'
            : ''}
      </span>
    </span>
  );
}
