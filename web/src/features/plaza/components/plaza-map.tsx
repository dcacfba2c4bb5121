import '../../../lib/map-styles';
import { CircleMarker, MapContainer, TileLayer, Tooltip } from 'react-leaflet';
import type { PlazaOfferFieldsFragment } from '../../../gql/graphql';

interface PlazaMapProps {
  offers: PlazaOfferFieldsFragment[];
  tiles: { url: string; attribution: string } | null;
  onOpen: (id: string) => void;
}

/** The centre of the Netherlands, where the map starts. */
const CENTRE: [number, number] = [52.15, 5.3];

/**
 * The page's leads on a map (the postal-code area, never the address). Circle
 * markers need no images or tiles, so the map also works offline; Leaflet loads
 * with this chunk only.
 */
export function PlazaMap({ offers, tiles, onOpen }: PlazaMapProps) {
  return (
    <MapContainer
      center={CENTRE}
      zoom={7}
      style={{ height: 520, width: '100%', background: '#f1f3f5' }}
      data-testid="plaza-map"
    >
      {tiles && <TileLayer url={tiles.url} attribution={tiles.attribution} />}
      {offers
        .filter((offer) => offer.latitude != null && offer.longitude != null)
        .map((offer) => (
          <CircleMarker
            key={offer.id}
            center={[offer.latitude!, offer.longitude!]}
            radius={8}
            className="plaza-marker"
            pathOptions={{
              color: offer.competitors === 0 ? '#2f9e44' : '#1c7ed6',
              fillOpacity: 0.7,
            }}
            eventHandlers={{ click: () => onOpen(String(offer.id)) }}
          >
            <Tooltip>
              {offer.product.name} · {offer.postalCode} {offer.city ?? ''}
            </Tooltip>
          </CircleMarker>
        ))}
    </MapContainer>
  );
}
