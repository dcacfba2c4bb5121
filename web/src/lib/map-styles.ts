// Leaflet's own styles and ours, for every map of the app: import this, not leaflet's CSS.
import 'leaflet/dist/leaflet.css';
import './map-styles.css';
