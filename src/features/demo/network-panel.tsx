import { use, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FAULT_KINDS, FAULT_LABELS, type FaultKind, type MockSettings } from '../../mocks/db';
import type { DemoBackend } from '../../mocks/browser';
import { useModalDialog } from '../../components/ui/use-modal-dialog';

interface NetworkPanelProps {
  demo: Promise<DemoBackend>;
  onClose: () => void;
}

/** Demo only: make the in-browser backend slow or unreliable, to see how the console copes. */
export function NetworkPanel({ demo, onClose }: NetworkPanelProps) {
  const { ref: dialogRef, id, close } = useModalDialog(onClose);
  // Started long before anyone can open the panel; until then it waits in its Suspense.
  const backend = use(demo);
  const [settings, setSettings] = useState(backend.settings);
  const queryClient = useQueryClient();

  function update(patch: Partial<MockSettings>) {
    backend.updateSettings(patch);
    setSettings({ ...backend.settings() });
  }

  const [min, max] = Array.isArray(settings.latencyMs)
    ? settings.latencyMs
    : [settings.latencyMs, settings.latencyMs];
  const stats = backend.stats();

  return (
    <dialog ref={dialogRef} className="dialog" aria-labelledby={`${id}-title`}>
      <div className="dialog-body">
        <h2 id={`${id}-title`}>Demo network</h2>
        <p className="hint">
          Slow the demo backend down or make it fail, to see how the console copes. Saved with the
          demo data.
        </p>
        <div className="form-grid">
          <NumberSetting
            id={`${id}-min`}
            label="Latency from (ms)"
            max={30000}
            step={50}
            value={min}
            onChange={(from) => update({ latencyMs: [from, Math.max(max, from)] })}
          />
          <NumberSetting
            id={`${id}-max`}
            label="Latency to (ms)"
            max={30000}
            step={50}
            value={max}
            onChange={(to) => update({ latencyMs: [Math.min(min, to), to] })}
          />
          <NumberSetting
            id={`${id}-rate`}
            label="Failure rate (%)"
            max={100}
            step={5}
            value={Math.round(settings.failureRate * 100)}
            onChange={(rate) => update({ failureRate: rate / 100 })}
          />
          <NumberSetting
            id={`${id}-slow`}
            label="Slow first create attempt (ms)"
            max={120000}
            step={1000}
            value={settings.slowFirstAttemptMs ?? 0}
            onChange={(slow) => update({ slowFirstAttemptMs: slow })}
            hint="A create with a new idempotency key takes this much longer. Longer than the request timeout, a repeat meets 409: the first attempt is still running."
          />
        </div>
        <fieldset>
          <legend>Failure kinds</legend>
          <div className="checkbox-list">
            {FAULT_KINDS.map((kind: FaultKind) => (
              <label key={kind} className="checkbox">
                <input
                  type="checkbox"
                  checked={settings.failureKinds.includes(kind)}
                  onChange={(e) =>
                    update({
                      failureKinds: e.target.checked
                        ? [...settings.failureKinds, kind]
                        : settings.failureKinds.filter((k) => k !== kind),
                    })
                  }
                />
                {FAULT_LABELS[kind]}
                {stats.faults[kind] ? (
                  <span className="muted"> — {stats.faults[kind]} so far</span>
                ) : null}
              </label>
            ))}
          </div>
        </fieldset>
        <p className="hint">{`${stats.requests} requests answered so far.`}</p>
        <div className="dialog-actions">
          <button
            type="button"
            className="button"
            onClick={() => {
              backend.resetSettings();
              setSettings({ ...backend.settings() });
              void queryClient.invalidateQueries();
            }}
          >
            Reset network settings
          </button>
          <button type="button" className="button button-primary" onClick={close}>
            Done
          </button>
        </div>
      </div>
    </dialog>
  );
}

/** One number of the settings, from 0 to `max`: what is typed outside that is brought inside. */
function NumberSetting({
  id,
  label,
  max,
  step,
  value,
  onChange,
  hint,
}: {
  id: string;
  label: string;
  max: number;
  step: number;
  value: number;
  onChange: (value: number) => void;
  hint?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        min={0}
        max={max}
        step={step}
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(Math.min(max, Math.max(0, Number(e.target.value) || 0)))}
      />
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
