import L from 'leaflet';

// leaflet.heat is a plain script that extends the global `L`; this module runs before it
// (coverage-overview-map.tsx imports it first), so the plugin finds Leaflet on `window`.
(window as unknown as { L: typeof L }).L = L;
