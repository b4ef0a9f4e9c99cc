export default function Page() {
  return <p>product</p>;
}
