import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * After errors are set, focus the first invalid field in page order (react-hook-form would
 * pick registration order, which differs once an item's type has changed). The errors may
 * reach the screen a render after the request, so this checks on every render until done.
 * Returns the function that asks for it.
 */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>): () => void {
  const [requested, setRequested] = useState(0);
  const handled = useRef(0);
  useEffect(() => {
    if (requested === handled.current) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    handled.current = requested;
    const target = first.matches('fieldset') ? first.querySelector<HTMLElement>('input') : first;
    target?.focus();
  });
  return useCallback(() => setRequested((n) => n + 1), []);
}
