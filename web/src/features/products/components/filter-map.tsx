import '../../../lib/map-styles';
import L from 'leaflet';
import { useEffect } from 'react';
import { Circle, MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import type { MapPoint } from '../product-form-values';

export interface MapTiles {
  url: string;
  attribution: string;
}

interface FilterMapProps {
  point: MapPoint;
  radiusMeters: number;
  /** Null: no tiles (offline, tests); marker and circle are drawn all the same. */
  tiles: MapTiles | null;
  label: string;
  /** Without it the marker stays put (only staff move a filter's point). */
  onMove?: (point: MapPoint) => void;
}

// A pin drawn in SVG: no image files to resolve, so it shows without network too.
const PIN = L.divIcon({
  className: 'filter-map-pin',
  html: `<svg width="28" height="40" viewBox="0 0 28 40" aria-hidden="true"><path d="M14 0C6.3 0 0 6.3 0 14c0 10.5 14 26 14 26s14-15.5 14-26C28 6.3 21.7 0 14 0z" fill="#1c7ed6" stroke="#fff" stroke-width="2"/><circle cx="14" cy="14" r="5" fill="#fff"/></svg>`,
  iconSize: [28, 40],
  iconAnchor: [14, 40],
});

/** Keeps the whole circle (or the point) in view when point or radius change. */
function FollowArea({ point, radiusMeters }: { point: MapPoint; radiusMeters: number }) {
  const map = useMap();
  useEffect(() => {
    const center = L.latLng(point.latitude, point.longitude);
    if (radiusMeters > 0) map.fitBounds(center.toBounds(radiusMeters * 2), { animate: false });
    else map.setView(center, 11, { animate: false });
  }, [map, point.latitude, point.longitude, radiusMeters]);
  return null;
}

/** The filter's point as a draggable marker with its radius as a circle. */
export function FilterMap({ point, radiusMeters, tiles, label, onMove }: FilterMapProps) {
  const center: [number, number] = [point.latitude, point.longitude];
  return (
    <MapContainer
      center={center}
      zoom={9}
      scrollWheelZoom={false}
      style={{ height: 280, width: '100%', background: '#e9ecef', borderRadius: 4 }}
      aria-label={label}
      data-testid="filter-map"
    >
      {tiles && <TileLayer url={tiles.url} attribution={tiles.attribution} />}
      {radiusMeters > 0 && (
        <Circle center={center} radius={radiusMeters} pathOptions={{ color: '#1c7ed6' }} />
      )}
      <Marker
        position={center}
        icon={PIN}
        draggable={Boolean(onMove)}
        title={label}
        eventHandlers={{
          dragend: (event) => {
            const moved = (event.target as L.Marker).getLatLng();
            onMove?.({ latitude: moved.lat, longitude: moved.lng });
          },
        }}
      />
      <FollowArea point={point} radiusMeters={radiusMeters} />
    </MapContainer>
  );
}
