export interface RowActions {
  remove: (index: number) => void;
  move: (from: number, to: number) => void;
  duplicate: (index: number) => void;
}

interface ItemActionsProps {
  /** The item's id: its move buttons take theirs from it, so focus can follow a move. */
  id: string;
  index: number;
  isLast: boolean;
  actions: RowActions;
}

/** Strokes drawn in a 16 px box, in the text's colour (light and dark alike). */
const ICONS = {
  up: 'M8 13V3M4 7l4-4 4 4',
  down: 'M8 3v10M4 9l4 4 4-4',
  duplicate: 'M5 5V2.5h8.5V11H11M2.5 5h8.5v8.5H2.5z',
  remove: 'M2.5 4.5h11M6.5 4.5V2.5h3v2M4 4.5l.7 9h6.6l.7-9M6.7 7v4M9.3 7v4',
};

function IconButton(props: {
  name: string;
  icon: keyof typeof ICONS;
  id?: string;
  danger?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  const { name, icon, danger, ...rest } = props;
  return (
    <button
      type="button"
      className={danger ? 'icon-button meta-remove' : 'icon-button'}
      aria-label={name}
      title={name}
      {...rest}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
        <path d={ICONS[icon]} fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </button>
  );
}

/** An item's Move up, Move down, Duplicate and Remove: icons, named and titled by their words. */
export function MetadataItemActions({ id, index, isLast, actions }: ItemActionsProps) {
  return (
    <div className="meta-actions">
      <IconButton
        name="Move up"
        icon="up"
        id={`${id}-up`}
        disabled={index === 0}
        onClick={() => actions.move(index, index - 1)}
      />
      <IconButton
        name="Move down"
        icon="down"
        id={`${id}-down`}
        disabled={isLast}
        onClick={() => actions.move(index, index + 1)}
      />
      <IconButton name="Duplicate" icon="duplicate" onClick={() => actions.duplicate(index)} />
      <IconButton name="Remove" icon="remove" danger onClick={() => actions.remove(index)} />
    </div>
  );
}
