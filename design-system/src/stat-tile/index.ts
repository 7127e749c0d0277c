export { StatTile, StatTileSkeleton, statTileVariants, type StatTileProps } from "./stat-tile";
