import { useRef, useState, type PointerEvent } from 'react';
import { MIN_SIDE, percentStyle, rectBetween, toUnits, type DraftZone, type Rect } from '../model/zones.ts';

interface Props {
  img: string;
  page: number;
  zones: DraftZone[];
  selected: string | null;
  invalid: Set<string>;
  onSelect: (key: string) => void;
  onDraw: (rect: Rect) => void;
}

/**
 * The page image with its zones; a rectangle drawn with the mouse, a pen or a finger (pointer
 * events) becomes a new zone. Coordinates are page units, whatever size the image is shown at.
 */
export function ZoneCanvas({ img, page, zones, selected, invalid, onSelect, onDraw }: Props) {
  const surface = useRef<HTMLDivElement>(null);
  const [start, setStart] = useState<{ x: number; y: number; pointer: number } | null>(null);
  const [draft, setDraft] = useState<Rect | null>(null);

  const point = (e: PointerEvent) => toUnits(e.clientX, e.clientY, surface.current!.getBoundingClientRect());
  const down = (e: PointerEvent<HTMLDivElement>) => {
    if (e.target !== surface.current || e.button !== 0) return;
    e.preventDefault();
    try {
      surface.current.setPointerCapture(e.pointerId);
    } catch {
      // a pointer the browser no longer tracks: drawing still follows its moves over the page
    }
    setStart({ ...point(e), pointer: e.pointerId });
    setDraft(null);
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    if (!start || e.pointerId !== start.pointer) return;
    setDraft(rectBetween(start, point(e)));
  };
  const up = (e: PointerEvent<HTMLDivElement>) => {
    if (!start || e.pointerId !== start.pointer) return;
    const rect = rectBetween(start, point(e));
    setStart(null);
    setDraft(null);
    if (rect.w >= MIN_SIDE && rect.h >= MIN_SIDE) onDraw(rect);
  };

  return (
    <div className="cat-canvas">
      <img src={img} alt={`Page ${page} du catalogue`} className="cat-canvas-img" draggable={false} />
      <div
        ref={surface}
        className="cat-canvas-surface"
        data-testid="zone-surface"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={() => {
          setStart(null);
          setDraft(null);
        }}
      >
        {zones.map((z, i) => (
          <button
            key={z.key}
            type="button"
            className={`cat-zone${z.key === selected ? ' cat-zone-selected' : ''}${invalid.has(z.key) ? ' cat-zone-invalid' : ''}`}
            style={percentStyle(z)}
            aria-label={`Zone ${i + 1}${z.name ? ` : ${z.name}` : ' : sans produit'}`}
            aria-pressed={z.key === selected}
            onPointerDown={(e) => e.stopPropagation()}
            onClick={() => onSelect(z.key)}
          >
            <span className="cat-zone-number" aria-hidden="true">
              {i + 1}
            </span>
          </button>
        ))}
        {draft ? <div className="cat-zone cat-zone-draft" style={percentStyle(draft)} aria-hidden="true" /> : null}
      </div>
    </div>
  );
}
