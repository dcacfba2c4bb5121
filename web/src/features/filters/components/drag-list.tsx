import { Paper } from '@mantine/core';
import { useState, type ReactNode } from 'react';

/**
 * A list reordered by dragging an item onto another (as the FAQ editor does): `onMove`
 * gets the indexes before the move. Render only.
 */
export function DragList<T>({
  items,
  itemKey,
  testId,
  label,
  onMove,
  children,
}: {
  items: readonly T[];
  itemKey: (item: T) => string;
  testId: string;
  label: (item: T) => string;
  onMove: (from: number, to: number) => void;
  children: (item: T, index: number) => ReactNode;
}) {
  const [dragging, setDragging] = useState<number | null>(null);
  return (
    <>
      {items.map((item, index) => (
        <Paper
          key={itemKey(item)}
          withBorder
          p="xs"
          radius="sm"
          data-testid={testId}
          data-label={label(item)}
          draggable
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(index));
            setDragging(index);
          }}
          onDragOver={(event) => {
            if (dragging !== null) event.preventDefault();
          }}
          onDrop={(event) => {
            event.preventDefault();
            if (dragging !== null && dragging !== index) onMove(dragging, index);
            setDragging(null);
          }}
          onDragEnd={() => setDragging(null)}
          style={{ cursor: 'grab', opacity: dragging === index ? 0.5 : 1 }}
        >
          {children(item, index)}
        </Paper>
      ))}
    </>
  );
}
