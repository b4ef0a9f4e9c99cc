export default function Page() {
  return <p>solution</p>;
}
