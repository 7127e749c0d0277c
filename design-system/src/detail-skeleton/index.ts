export { DetailSkeleton, type DetailSkeletonProps } from "./detail-skeleton";
