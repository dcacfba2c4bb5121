import '../../../lib/map-styles';
import './coverage-overview-leaflet-global';
import 'leaflet.heat';
import L from 'leaflet';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import { THIN_COVERAGE_BELOW } from '#domain/dashboards/overview-rules';
import type { CoverageOverviewQuery } from '../../../gql/graphql';

type Overview = CoverageOverviewQuery['coverageOverview'];
type Point = Overview['points'][number];

/** One place on the map: a municipality's demand over the chosen products. */
export interface CoverageSpot {
  municipality: string;
  latitude: number;
  longitude: number;
  leads: number;
  /** The fewest covering companies over its products with demand. */
  companies: number;
}

/** The centre of the Netherlands, where the map starts. */
const CENTRE: [number, number] = [52.15, 5.3];

/** The heat map (docs/dashboards.md, coverage overview): radius 20, opacity 0.9. */
const HEAT_RADIUS = 20;
const HEAT_OPACITY = 0.9;

/** The lead places as a leaflet.heat layer, redrawn when the points change. */
function HeatLayer({ points }: { points: readonly Point[] }) {
  const map = useMap();
  useEffect(() => {
    const layer = L.heatLayer(
      points.map((point) => [point.latitude, point.longitude, 1] as L.HeatLatLngTuple),
      { radius: HEAT_RADIUS },
    );
    layer.addTo(map);
    // The plugin has no opacity option: the layer is one canvas, faded as a whole.
    const canvas = map
      .getPanes()
      .overlayPane.querySelector<HTMLCanvasElement>('canvas.leaflet-heatmap-layer');
    if (canvas) {
      canvas.style.opacity = String(HEAT_OPACITY);
      canvas.dataset.testid = 'coverage-heat-layer';
    }
    return () => {
      layer.remove();
    };
  }, [map, points]);
  return null;
}

const colourOf = (companies: number) =>
  companies === 0 ? '#e03131' : companies < THIN_COVERAGE_BELOW ? '#f08c00' : '#2f9e44';

/**
 * Demand against supply: the heat of the period's lead places (leaflet.heat), and per
 * municipality with demand a ring coloured by its covering companies (red none, orange
 * fewer than three, green enough). Tiles only when configured, so it also works offline.
 */
export function CoverageOverviewMap(props: {
  points: readonly Point[];
  spots: readonly CoverageSpot[];
  tiles: { url: string; attribution: string } | null;
}) {
  const { t } = useTranslation('dashboards');
  const most = Math.max(1, ...props.spots.map((spot) => spot.leads));
  return (
    // MapContainer passes unknown props to Leaflet, not to its element: the wrapper is named.
    <div data-testid="coverage-map">
      <MapContainer
        center={CENTRE}
        zoom={7}
        style={{ height: 520, width: '100%', background: '#f1f3f5' }}
      >
        {props.tiles && <TileLayer url={props.tiles.url} attribution={props.tiles.attribution} />}
        <HeatLayer points={props.points} />
        {props.spots.map((spot) => (
          <CircleMarker
            key={spot.municipality}
            center={[spot.latitude, spot.longitude]}
            radius={5 + Math.round(10 * Math.sqrt(spot.leads / most))}
            className="coverage-spot"
            pathOptions={{ color: colourOf(spot.companies), weight: 2, fillOpacity: 0.05 }}
          >
            <Tooltip>
              {t('overviews.coverage.spot', {
                municipality: spot.municipality,
                leads: spot.leads,
                companies: spot.companies,
              })}
            </Tooltip>
          </CircleMarker>
        ))}
      </MapContainer>
    </div>
  );
}
