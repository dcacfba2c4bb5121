import '../../../lib/map-styles';
import { CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import type { CompanyDashboardQuery } from '../../../gql/graphql';

type Point = CompanyDashboardQuery['companyDashboard']['mapPoints'][number];

/** The centre of the Netherlands, where the map starts. */
const CENTRE: [number, number] = [52.15, 5.3];

/**
 * Where the period's leads came from. Translucent circle markers pile up into darker
 * spots where leads gather; they need no images or tiles, so the map also works offline.
 */
export function LeadMap(props: {
  points: readonly Point[];
  tiles: { url: string; attribution: string } | null;
}) {
  return (
    <MapContainer
      center={CENTRE}
      zoom={7}
      style={{ height: 320, width: '100%', background: '#f1f3f5' }}
      data-testid="lead-map"
    >
      {props.tiles && <TileLayer url={props.tiles.url} attribution={props.tiles.attribution} />}
      {props.points.map((point, index) => (
        <CircleMarker
          key={index}
          center={[point.latitude, point.longitude]}
          radius={7}
          className="lead-map-point"
          pathOptions={{ color: '#e8590c', weight: 0, fillOpacity: 0.35 }}
        />
      ))}
    </MapContainer>
  );
}
