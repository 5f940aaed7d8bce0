// A vertical list reordered by dragging a handle, with the mouse, a finger or the keyboard (focus the
// handle, Space to lift, arrows to move, Space to drop, Escape to cancel) — @dnd-kit's sensors.
import { useId, type ReactNode } from 'react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

/** What a row gets to draw its drag handle. */
export interface DragHandle {
  /** Spread on the handle button (listeners and the accessible attributes). */
  props: Record<string, unknown>;
  dragging: boolean;
}

export interface SortableListProps<T> {
  items: readonly T[];
  idOf: (item: T) => string;
  /** The new order of ids after a drop that moved something. */
  onReorder: (ids: string[]) => void;
  renderItem: (item: T, handle: DragHandle) => ReactNode;
  /** The list element's accessible name. */
  label: string;
  className?: string;
  disabled?: boolean;
}

function SortableRow<T>({ item, id, renderItem, disabled }: { item: T; id: string; renderItem: SortableListProps<T>['renderItem']; disabled: boolean }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? 'relative z-10 opacity-90 shadow-lg' : undefined}
    >
      {renderItem(item, { props: { ...attributes, ...listeners }, dragging: isDragging })}
    </li>
  );
}

export function SortableList<T>({ items, idOf, onReorder, renderItem, label, className, disabled = false }: SortableListProps<T>) {
  // A stable id keeps the accessibility ids of the server render and the browser's equal.
  const contextId = useId();
  const sensors = useSensors(
    // A small distance first, so a tap on a button inside a row is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const onDragEnd = (event: DragEndEvent) => {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  };
  return (
    <DndContext id={contextId} sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ul aria-label={label} className={className}>
          {items.map((item) => (
            <SortableRow key={idOf(item)} id={idOf(item)} item={item} renderItem={renderItem} disabled={disabled} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

/** The grip a row is dragged by (a button, so it takes focus for the keyboard). */
export function DragGrip({ handle, label }: { handle: DragHandle; label: string }) {
  return (
    <button
      type="button"
      {...handle.props}
      aria-label={label}
      className="flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-muted hover:bg-ink/5 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand active:cursor-grabbing"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
        <circle cx="7" cy="5" r="1.5" />
        <circle cx="13" cy="5" r="1.5" />
        <circle cx="7" cy="10" r="1.5" />
        <circle cx="13" cy="10" r="1.5" />
        <circle cx="7" cy="15" r="1.5" />
        <circle cx="13" cy="15" r="1.5" />
      </svg>
    </button>
  );
}
