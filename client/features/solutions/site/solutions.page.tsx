export default function Page() {
  return <p>solutions</p>;
}
