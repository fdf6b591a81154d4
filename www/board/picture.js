// Pictures for the tiles: a built-in artwork painted here, or an image file the user picks.
// A picture is anything canvas drawImage takes, plus its width and height.

/**
 * Dusk over layered hills, painted on a `size` x `size` canvas (no file to fetch).
 * @param {import('../words.js').Say} say words its name
 * @param {number} [size]
 */
export function builtInPicture(say, size = 960) {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  const s = size;

  // Sky: night blue at the top to a warm horizon.
  const sky = ctx.createLinearGradient(0, 0, 0, s * 0.72);
  sky.addColorStop(0, '#1f2a56');
  sky.addColorStop(0.35, '#4b4a8f');
  sky.addColorStop(0.65, '#b56a8e');
  sky.addColorStop(1, '#f6b48f');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, s, s);

  // Stars, from a fixed sequence so the picture never changes.
  const random = sequence(7);
  ctx.fillStyle = '#ffffff';
  for (let i = 0; i < 90; i += 1) {
    const x = random() * s;
    const y = random() * s * 0.42;
    ctx.globalAlpha = 0.25 + 0.6 * random() * (1 - y / (s * 0.42));
    ctx.beginPath();
    ctx.arc(x, y, s * (0.0012 + 0.0022 * random()), 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.globalAlpha = 1;

  // The sun, low, with a glow.
  const sunX = s * 0.66;
  const sunY = s * 0.5;
  const glow = ctx.createRadialGradient(sunX, sunY, s * 0.04, sunX, sunY, s * 0.34);
  glow.addColorStop(0, 'rgba(255, 226, 170, 0.75)');
  glow.addColorStop(1, 'rgba(255, 226, 170, 0)');
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, s, s);
  const sun = ctx.createRadialGradient(sunX, sunY - s * 0.02, s * 0.01, sunX, sunY, s * 0.09);
  sun.addColorStop(0, '#fff8e4');
  sun.addColorStop(1, '#ffc98a');
  ctx.fillStyle = sun;
  ctx.beginPath();
  ctx.arc(sunX, sunY, s * 0.085, 0, Math.PI * 2);
  ctx.fill();

  // Hills, far to near: each lower, darker and more rugged.
  const ridges = [
    { base: 0.56, height: 0.07, color: '#a35f86', waves: [2.1, 5.3, 11.7] },
    { base: 0.63, height: 0.09, color: '#6d4c7d', waves: [1.6, 4.1, 9.3] },
    { base: 0.72, height: 0.1, color: '#3f3f6e', waves: [1.3, 3.7, 8.1] },
    { base: 0.82, height: 0.09, color: '#272c52', waves: [1.1, 2.9, 7.4] },
    { base: 0.92, height: 0.06, color: '#161a35', waves: [0.9, 2.3, 6.2] },
  ];
  ridges.forEach((ridge, layer) => {
    const shade = ctx.createLinearGradient(0, s * (ridge.base - ridge.height), 0, s);
    shade.addColorStop(0, ridge.color);
    shade.addColorStop(1, '#0e1026');
    ctx.fillStyle = shade;
    ctx.beginPath();
    ctx.moveTo(0, s);
    for (let x = 0; x <= s; x += s / 240) {
      const t = x / s;
      const [a, b, c] = ridge.waves;
      const wave =
        0.55 * Math.sin(t * Math.PI * a + layer * 1.7) +
        0.3 * Math.sin(t * Math.PI * b + layer * 0.9) +
        0.15 * Math.sin(t * Math.PI * c + layer * 2.3);
      ctx.lineTo(x, s * (ridge.base - ridge.height * wave));
    }
    ctx.lineTo(s, s);
    ctx.closePath();
    ctx.fill();
  });

  // A lake catching the sunlight, between the last two hills.
  ctx.fillStyle = 'rgba(255, 214, 160, 0.28)';
  for (let i = 0; i < 6; i += 1) {
    const y = s * (0.86 + i * 0.012);
    const half = s * (0.12 - i * 0.016);
    ctx.fillRect(sunX - half, y, half * 2, s * 0.004);
  }
  return { source: canvas, width: size, height: size, name: say('board-picture-dusk') };
}

/**
 * A picture from an image file, or an Error saying why it cannot be shown.
 * @param {import('../words.js').Say} say words the Error
 * @param {File} file
 */
export async function pictureFromFile(say, file) {
  if (!file.type.startsWith('image/')) {
    throw new Error(file.type ? say('board-picture-not-image', { file: file.name, type: file.type }) : say('board-picture-not-image-untyped', { file: file.name }));
  }
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch {
    throw new Error(say('board-picture-unreadable', { file: file.name }));
  } finally {
    URL.revokeObjectURL(url);
  }
  const width = image.naturalWidth || 512;
  const height = image.naturalHeight || 512;
  return { source: image, width, height, name: file.name };
}

// A small deterministic random sequence (mulberry32).
function sequence(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
