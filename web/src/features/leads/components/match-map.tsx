import '../../../lib/map-styles';
import { CircleMarker, MapContainer, TileLayer, Tooltip } from 'react-leaflet';

export interface MapPoint {
  id: string;
  latitude: number;
  longitude: number;
  label: string;
  wanted: boolean;
}

interface MatchMapProps {
  center: { latitude: number; longitude: number };
  points: MapPoint[];
  /** The lead marker's tooltip. */
  leadLabel: string;
  /** Tiles from the map settings; without them the markers still show on a blank map. */
  tiles?: { url: string; attribution: string } | null;
}

const LEAD_COLOUR = '#1c7ed6';
const WANTED_COLOUR = '#2f9e44';
const NOT_WANTED_COLOUR = '#868e96';

/**
 * The lead and the companies around it. Circle markers (vector, no icon images), so
 * the map works without a tile server; Leaflet and its CSS load with this chunk only.
 */
export function MatchMap({ center, points, leadLabel, tiles }: MatchMapProps) {
  return (
    <MapContainer
      center={[center.latitude, center.longitude]}
      zoom={10}
      style={{ height: 320, width: '100%', background: '#f1f3f5' }}
      data-testid="match-map"
    >
      {tiles && <TileLayer url={tiles.url} attribution={tiles.attribution} />}
      {points.map((point) => (
        <CircleMarker
          key={point.id}
          center={[point.latitude, point.longitude]}
          radius={7}
          className={point.wanted ? 'match-marker-wanted' : 'match-marker-other'}
          pathOptions={{
            color: point.wanted ? WANTED_COLOUR : NOT_WANTED_COLOUR,
            fillOpacity: 0.8,
          }}
        >
          <Tooltip>{point.label}</Tooltip>
        </CircleMarker>
      ))}
      <CircleMarker
        center={[center.latitude, center.longitude]}
        radius={10}
        className="match-marker-lead"
        pathOptions={{ color: LEAD_COLOUR, fillOpacity: 0.9 }}
      >
        <Tooltip permanent>{leadLabel}</Tooltip>
      </CircleMarker>
    </MapContainer>
  );
}
