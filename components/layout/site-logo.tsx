/* eslint-disable @next/next/no-img-element -- small SVGs with fixed dimensions; next/image adds nothing here */

/** The brand logo with light and dark variants; CSS shows the one matching the theme. */
export function SiteLogo({ height = 40 }: { height?: number }) {
  const width = Math.round((101 / 40) * height);
  return (
    <>
      <img className="logo-light" src="/img/logo-light.svg" alt="Intuition" width={width} height={height} />
      <img className="logo-dark" src="/img/logo-dark.svg" alt="Intuition" width={width} height={height} />
    </>
  );
}
