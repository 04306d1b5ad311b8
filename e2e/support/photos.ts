import sharp from 'sharp';

/** A picture of a tyre (tread blocks round a rim, a label underneath) as a phone camera's JPEG or PNG. */
function tyreSvg(label: string, hue: number) {
  const blocks = Array.from({ length: 36 }, (_, index) => {
    const angle = (index * 360) / 36;
    return `<rect x="392" y="70" width="16" height="46" rx="3" fill="#2a2a2a" transform="rotate(${angle} 400 300)"/>`;
  }).join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="600" fill="hsl(${hue},35%,72%)"/>
    <circle cx="400" cy="300" r="240" fill="#1b1b1b"/>${blocks}
    <circle cx="400" cy="300" r="150" fill="#3a3a3a"/>
    <circle cx="400" cy="300" r="110" fill="#b8bcc2" stroke="#7d8288" stroke-width="10"/>
    <circle cx="400" cy="300" r="22" fill="#7d8288"/>
    <rect x="250" y="548" width="300" height="40" rx="6" fill="#ffffff" opacity="0.85"/>
    <text x="400" y="575" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#111">${label}</text>
  </svg>`);
}

export function tyrePhoto(label: string, hue = 200, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const image = sharp(tyreSvg(label, hue));
  return (format === 'jpeg' ? image.jpeg({ quality: 85 }) : image.png()).toBuffer();
}
