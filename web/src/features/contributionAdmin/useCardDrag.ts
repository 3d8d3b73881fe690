import { useRef, useState, type DragEvent } from 'react';

/** What a card does when dragged, dragged over, dropped on or let go. */
export interface CardMoves {
  draggable: true;
  onDragStart: (e: DragEvent<HTMLElement>) => void;
  onDragOver: (e: DragEvent<HTMLElement>) => void;
  onDrop: (e: DragEvent<HTMLElement>) => void;
  onDragEnd: () => void;
}

/**
 * Drag and drop of a list's cards (the extra-input lists of 002 §2 and of the competition wizard,
 * 001 §3): `drag(index, id)` gives a card its handlers, `over` is the index of the card being dragged
 * over (to mark it), and a drop calls `reorder(from, to)` with the two cards' indexes.
 */
export function useCardDrag(reorder: (from: number, to: number) => void): {
  over: number | null;
  drag: (index: number, id: number) => CardMoves;
} {
  const [over, setOver] = useState<number | null>(null);
  const dragFrom = useRef<number | null>(null);
  const drag = (index: number, id: number): CardMoves => ({
    draggable: true,
    onDragStart: (e) => {
      dragFrom.current = index;
      if (e.dataTransfer) {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', String(id));
      }
    },
    onDragOver: (e) => {
      if (dragFrom.current === null) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = 'move';
      if (over !== index) setOver(index);
    },
    onDrop: (e) => {
      e.preventDefault();
      const from = dragFrom.current;
      dragFrom.current = null;
      setOver(null);
      if (from !== null && from !== index) reorder(from, index);
    },
    onDragEnd: () => {
      dragFrom.current = null;
      setOver(null);
    },
  });
  return { over, drag };
}
