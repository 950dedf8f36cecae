// The venue's directions: a maps link to its position, which opens the visitor's maps app on a phone
// and the maps site elsewhere. Google's documented URL scheme (no key, nothing loaded on the page).

/** Directions to a place from wherever the visitor is. */
export const directionsUrl = (latitude: number, longitude: number) =>
  `https://www.google.com/maps/dir/?api=1&destination=${latitude.toFixed(6)}%2C${longitude.toFixed(6)}`
