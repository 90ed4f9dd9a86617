import { useRef, useState, type DragEvent } from 'react';

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

export interface FileDrop {
  isDragging: boolean;
  onDragEnter: (event: DragEvent) => void;
  onDragOver: (event: DragEvent) => void;
  onDragLeave: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
}

/** Handlers making an element a drop target for files; `isDragging` while files hover over it. */
export function useFileDrop(onFiles: (files: File[]) => void): FileDrop {
  const [isDragging, setDragging] = useState(false);
  // dragenter and dragleave fire for every child crossed: count them.
  const depth = useRef(0);
  return {
    isDragging,
    onDragEnter: (event) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth.current += 1;
      setDragging(true);
    },
    onDragOver: (event) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: (event) => {
      if (!carriesFiles(event)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    },
    onDrop: (event) => {
      const files = Array.from(event.dataTransfer?.files ?? []);
      depth.current = 0;
      setDragging(false);
      if (files.length === 0) return;
      event.preventDefault();
      onFiles(files);
    },
  };
}
